// Tenants are reached by host name, as in production: http://{slug}.localhost:{port}.
const port = Number(process.env.E2E_PORT ?? 3100);
export const tenantUrl = (slug: string, path = '/') => `http://${slug}.localhost:${port}${path}`;

export const tenants = [
  { slug: 'coastal-toyota', name: 'Coastal Toyota', phone: '07 3390 8800', brand: '#c8102e' },
  { slug: 'carzone', name: 'CarZone', phone: '1300 227 996', brand: '#ff5a1f' },
] as const;
