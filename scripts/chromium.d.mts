// Types for chromium.mjs, which plain Node scripts import as well as the TypeScript Playwright configs.
export declare const chromiumLaunchOptions: { executablePath: string; args: string[] };
