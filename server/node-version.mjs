// The Node.js this server needs, checked before anything else loads. The embedded store uses
// node:sqlite, which Node has without a flag from 22.13; on an older Node the app would start,
// fail to build its container, and answer every request, health checks included, with a 500.
// Refusing to start instead puts the reason in the log once, where an operator looks.

/**
 * Why `version` (e.g. "20.20.2") cannot run a build whose package.json asks for `engines`
 * (a ">=MAJOR.MINOR[.PATCH]" range, as ours is), or null when it can or the range is not one
 * this reader knows (then Node's own errors decide).
 */
export function unsupportedNode(version, engines) {
  const minimum = /^\s*>=\s*v?(\d+)(?:\.(\d+))?(?:\.(\d+))?\s*$/.exec(engines ?? '');
  const running = /^v?(\d+)\.(\d+)\.(\d+)/.exec(version);
  if (!minimum || !running) return null;
  const wanted = minimum.slice(1, 4).map((part) => Number(part ?? 0));
  const have = running.slice(1, 4).map(Number);
  for (let i = 0; i < 3; i += 1) {
    if (have[i] > wanted[i]) return null;
    if (have[i] < wanted[i])
      return `Rx Price Finder needs Node.js ${engines.trim()} (it uses node:sqlite); this is Node.js ${version}.`;
  }
  return null;
}
