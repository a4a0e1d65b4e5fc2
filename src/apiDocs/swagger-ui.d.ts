// swagger-ui-dist ships no types: the one call src/apiDocs/showApiDocs.ts makes.
declare module 'swagger-ui-dist/swagger-ui-es-bundle.js' {
  interface SwaggerRequest {
    url: string;
    headers: Record<string, string>;
  }
  interface SwaggerOptions {
    domNode: HTMLElement;
    url: string;
    deepLinking?: boolean;
    docExpansion?: 'list' | 'full' | 'none';
    defaultModelsExpandDepth?: number;
    displayRequestDuration?: boolean;
    filter?: boolean;
    tryItOutEnabled?: boolean;
    requestInterceptor?: (request: SwaggerRequest) => SwaggerRequest | Promise<SwaggerRequest>;
  }
  const SwaggerUI: (options: SwaggerOptions) => unknown;
  export default SwaggerUI;
}
