export function stopLeftoverPostgres(dataDir: string): Promise<void>;
