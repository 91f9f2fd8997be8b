export declare const STATIC_SECURITY_HEADERS: ReadonlyArray<{ key: string; value: string }>;
export declare const HSTS: string;
