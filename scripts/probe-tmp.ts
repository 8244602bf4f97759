import { openPglite } from '#server/db/client.ts';
import { crmFigures } from '#server/features/dashboard/crm-dashboard.repository.ts';
import { resolvePeriod } from '#domain/dashboard/dashboard-period.ts';
const handle = await openPglite(process.argv[2] ?? 'memory://');
await handle.migrate();
try {
  const r = await crmFigures(handle.db, { category: 'x' }, resolvePeriod('year', '2026-11-24'));
  console.log(JSON.stringify(r.kpis));
  const r2 = await crmFigures(handle.db, {}, resolvePeriod('year', '2026-11-24'));
  console.log(JSON.stringify(r2.kpis));
} catch (e) { console.error(e); }
await handle.close();
