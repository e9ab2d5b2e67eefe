import type { ApiRequest, Context, Handler, Reply } from '../http.ts';
import { AuthError, OAuthError, authErrorReply } from './errors.ts';
import { signup } from './signup.ts';
import { token } from './token.ts';
import { recover } from './recover.ts';
import { getUser, logout, updateUser } from './user.ts';
import { verify } from './verify.ts';

type Route = (request: ApiRequest, context: Context) => Promise<Reply>;

const ROUTES: Record<string, Route> = {
  'POST /signup': signup,
  'POST /token': token,
  'POST /logout': logout,
  'GET /user': getUser,
  'PUT /user': updateUser,
  'POST /recover': recover,
  'GET /verify': verify,
};

/**
 * The Supabase Auth (GoTrue) endpoints the site uses, under `/auth/v1`. Errors become
 * GoTrue's error replies; anything else under the prefix is a 404 `not_found`.
 */
export const authRoutes: Handler = async (request, context) => {
  if (!request.url.pathname.startsWith('/auth/v1/')) return undefined;
  const path = request.url.pathname.slice('/auth/v1'.length);
  const route = ROUTES[`${request.method} ${path}`];
  try {
    if (!route) throw new AuthError(404, 'not_found', 'Not found');
    return await route(request, context);
  } catch (error) {
    const expected = error instanceof OAuthError || (error instanceof AuthError && error.status < 500);
    if (!expected) context.log(`Auth error on ${request.method} ${path}: ${String(error)}`);
    return authErrorReply(error, request);
  }
};
