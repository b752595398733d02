/** Preloaded into the server when profiling (--cpu-prof): SIGUSR2 exits normally, so Node writes the profile. */
process.on('SIGUSR2', () => process.exit(0));
