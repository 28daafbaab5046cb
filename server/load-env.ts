/**
 * Settings from a `.env` file in the folder the process runs in, when there is one (Node's own
 * reader, no package). Variables already in the environment win. Imported first by every entry
 * point that reads settings (the server, `npm run enquiries`), before any module reads them.
 */
try {
  process.loadEnvFile();
} catch (error) {
  if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
}
