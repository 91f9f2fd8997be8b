// `npm run quickstart` checks its port before starting: with the port taken, the server would
// print Node's EADDRINUSE stack and still exit 0. This says why in one line and exits 1.
import net from 'node:net';

const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOSTNAME ?? '0.0.0.0';

const probe = net.createServer();
probe.once('error', (err) => {
  const why = err.code === 'EADDRINUSE' ? 'is already in use' : `cannot be opened (${err.code})`;
  console.error(
    `quickstart: port ${port} on ${hostname} ${why}; stop what holds it or start with PORT=<another port>.`,
  );
  process.exit(1);
});
probe.listen(port, hostname, () => probe.close(() => process.exit(0)));
