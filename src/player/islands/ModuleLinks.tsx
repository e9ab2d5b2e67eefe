/** A list of modules, each a link to its page: the modules an account lacks, or those to revisit after a failed exam. */
export default function ModuleLinks({ modules }: { modules: readonly { title: string; href: string }[] }) {
  return (
    <ul className="list-disc space-y-1 pl-6">
      {modules.map((module) => (
        <li key={module.href}>
          <a href={module.href} className="font-semibold text-brand-700 underline">
            {module.title}
          </a>
        </li>
      ))}
    </ul>
  );
}
