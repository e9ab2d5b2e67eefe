import { describe, expect, it } from 'vitest';
import { parseTemplate, renderGoTemplate } from '../src/go-template.ts';

const render = (template: string, data: Record<string, unknown> = {}) => renderGoTemplate('t', template, data);
const BY_LANGUAGE = '{{ if eq .Data.lang "es" }}Hola{{ else if eq .Data.lang "pt-br" }}Olá{{ else }}Hello{{ end }}';

describe('the Go template subset the e-mails use (src/go-template.ts)', () => {
  it.each([
    [{ lang: 'es' }, 'Hola'],
    [{ lang: 'pt-br' }, 'Olá'],
    [{ lang: 'en' }, 'Hello'],
    [{ lang: 'fr' }, 'Hello'],
    [{}, 'Hello'],
    [{ lang: null }, 'Hello'],
  ])('branches on .Data.lang as GoTrue does: %j → %s', (metadata, greeting) => {
    expect(render(BY_LANGUAGE, { Data: metadata })).toBe(greeting);
  });

  it('prints values HTML-escaped, keeps text as written, and drops comments', () => {
    expect(render('<p>{{ .Email }}</p>{{/* a note */}}\n', { Email: '<b>"x" & \'y\'</b>' })).toBe(
      '<p>&lt;b&gt;&quot;x&quot; &amp; &#39;y&#39;&lt;/b&gt;</p>\n',
    );
    expect(render('{{ "quoted" }} {{ `raw` }} {{ 3 }} {{ true }}')).toBe('quoted raw 3 true');
  });

  it('trims the white space before {{- and after -}}, and only there', () => {
    expect(render('a \n {{- .X -}} \n b', { X: '1' })).toBe('a1b');
    expect(render('a \n {{ .X }} \n b', { X: '1' })).toBe('a \n 1 \n b');
    expect(render('a {{- if true }} yes {{ end -}} b')).toBe('a yes b');
  });

  it('takes false, 0, "", nil, a missing key and an empty map or list as false in {{ if }}', () => {
    const truth = (value: unknown) => render('{{ if .Data.v }}T{{ else }}F{{ end }}', { Data: value === undefined ? {} : { v: value } });
    expect([false, 0, '', null, undefined, {}, []].map(truth)).toEqual(['F', 'F', 'F', 'F', 'F', 'F', 'F']);
    expect([true, 1, 'x', { a: 1 }, [1]].map(truth)).toEqual(['T', 'T', 'T', 'T', 'T']);
    expect(render('{{ if not .Data.v }}none{{ end }}', { Data: {} })).toBe('none');
  });

  it('compares as Go’s eq and ne: one kind at a time, any of several, a missing value is unequal', () => {
    expect(render('{{ if eq .Data.lang "es" "pt-br" }}yes{{ end }}', { Data: { lang: 'pt-br' } })).toBe('yes');
    expect(render('{{ if ne .Data.lang "es" }}not es{{ end }}', { Data: {} })).toBe('not es');
    expect(render('{{ if eq .Data.n 2.5 }}yes{{ end }}', { Data: { n: 2.5 } })).toBe('yes');
    expect(render('{{ if eq .Data.a .Data.b }}both missing{{ end }}', { Data: {} })).toBe('both missing');
    // A JSON number is Go's float64; a string and a number, or an integer literal and a float, are an error.
    expect(() => render(BY_LANGUAGE, { Data: { lang: 42 } })).toThrow('incompatible types for comparison');
    expect(() => render('{{ if eq .Data.n 2 }}{{ end }}', { Data: { n: 2 } })).toThrow('incompatible types for comparison');
    expect(() => render('{{ if eq .Data.m .Data.m }}{{ end }}', { Data: { m: {} } })).toThrow('invalid type for comparison');
    expect(() => render('{{ if eq .Data.lang }}{{ end }}', { Data: {} })).toThrow('missing argument for comparison');
    expect(() => render('{{ if ne 1 2 3 }}{{ end }}')).toThrow('wrong number of args for ne: want 2 got 3');
  });

  it('refuses what the stand-in would print differently from Go: a name it does not supply, no value, a map', () => {
    expect(() => render('{{ .Token }}', { Email: 'a@b.co' })).toThrow('template: t:1: the template uses {{ .Token }}');
    expect(() => render('{{ .Data.lang }}', { Data: {} })).toThrow('prints no value');
    expect(() => render('{{ .Data }}', { Data: {} })).toThrow('prints a map or list');
    expect(() => render('{{ .Data.a.b }}', { Data: {} })).toThrow('nil pointer evaluating interface {}.b');
    expect(() => render('{{ .Email.x }}', { Email: 'a@b.co' })).toThrow("can't evaluate field x in type string");
  });

  it.each([
    ['{{ .Email ', 'template: t:1: unclosed action'],
    ['line 1\n{{ if .X }}no end', 'template: t:2: unexpected EOF'],
    ['{{ end }}', 'unexpected {{end}}'],
    ['{{ else }}', 'unexpected {{else}}'],
    ['{{ if }}{{ end }}', 'missing value for if'],
    ['{{ if .X }}{{ else }}{{ else }}{{ end }}', 'expected {{end}} after {{else}}'],
    ['{{ lower .X }}', 'function "lower" not defined'],
    ['{{ range .X }}{{ end }}', '"range" is not supported'],
    ['{{ .X | html }}', 'pipes and parentheses are not supported'],
    ['{{ $x := 1 }}', 'variables such as $ are not supported'],
    ['{{ "open }}', 'unterminated quoted string'],
    ['{{ .X .Y }}', "can't give argument to non-function .X"],
    ['{{/* open }}', 'unclosed comment'],
  ])('refuses %j when parsing, as Go does: %s', (template, says) => {
    expect(() => parseTemplate('t', template)).toThrow(says);
  });
});
