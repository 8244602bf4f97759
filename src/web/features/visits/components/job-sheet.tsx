import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import Typography from '@mui/material/Typography';
import QRCode from 'qrcode';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { displayNumber } from '#domain/complaints/complaint-number.ts';
import type { JobSheetReply } from '#domain/visits/visit.schemas.ts';
import { RichTextView } from '#web/components/data-display/rich-text-view.tsx';
import { useDates } from '#web/lib/use-dates.ts';
import { useVisitTime } from './visit-view.tsx';

// Paper is white whatever the screen's theme.
const PAPER = { bgcolor: '#fff', color: '#1f1f29' } as const;
const RULE = '1px solid #d0d0d8';

/** A4 on paper; the screen's toolbar and the page around the sheet are not printed. */
const printStyles = (
  <GlobalStyles
    styles={{
      '@page': { size: 'A4', margin: '12mm' },
      '@media print': {
        'html, body': { background: '#fff !important' },
        '[data-print="hide"]': { display: 'none !important' },
        '[data-print="sheet"]': {
          boxShadow: 'none !important',
          margin: '0 !important',
          padding: '0 !important',
        },
      },
    }}
  />
);

/** The complaint's QR code as an SVG image: scanning it opens the complaint. */
function useQrCode(url: string): string | null {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void QRCode.toString(url, { type: 'svg', margin: 0, errorCorrectionLevel: 'M' }).then((text) => {
      if (current) setSvg(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(text)}`);
    });
    return () => {
      current = false;
    };
  }, [url]);
  return svg;
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  if (children === '' || children === null) return null;
  return (
    <Box sx={{ display: 'flex', gap: 1, fontSize: 13, lineHeight: 1.5 }}>
      <Box component="dt" sx={{ color: '#5d5d6b', minWidth: '8.5em', flexShrink: 0 }}>
        {label}
      </Box>
      <Box component="dd" sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere' }}>
        {children}
      </Box>
    </Box>
  );
}

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ breakInside: 'avoid', display: 'grid', gap: 0.5 }}>
      <Typography
        component="h2"
        sx={{
          fontSize: 12,
          fontWeight: 700,
          textTransform: 'uppercase',
          letterSpacing: 0.6,
          color: '#7367f0',
          borderBottom: RULE,
          pb: 0.25,
        }}
      >
        {title}
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 0.25 }}>
        {children}
      </Box>
    </Box>
  );
}

/** The printable job sheet (decision 021): an A4 page in the reader's language and direction. */
export function JobSheet({ sheet, complaintUrl }: { sheet: JobSheetReply; complaintUrl: string }) {
  const { t } = useTranslation();
  const time = useVisitTime();
  const qr = useQrCode(complaintUrl);
  const { complaint, visits } = sheet;
  const { date } = useDates();
  const day = (value: string | null) => (value ? date(value) : '');
  const field = (name: string) => t(`complaints.fields.${name}`);

  return (
    <Box
      data-print="sheet"
      component="article"
      aria-label={t('visits.jobSheet.title')}
      sx={{
        ...PAPER,
        width: '100%',
        maxWidth: '210mm',
        minHeight: { md: '297mm' },
        mx: 'auto',
        my: { xs: 0, md: 3 },
        p: { xs: 2, sm: '12mm' },
        boxShadow: { md: 4 },
        display: 'grid',
        gap: 2,
        alignContent: 'start',
      }}
    >
      {printStyles}
      <Box
        component="header"
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          gap: 2,
          borderBottom: '2px solid #7367f0',
          pb: 1.5,
        }}
      >
        <Box sx={{ display: 'grid', gap: 0.25 }}>
          <Typography sx={{ fontSize: 13, color: '#5d5d6b' }}>{t('app.title')}</Typography>
          <Typography component="h1" sx={{ fontSize: 22, fontWeight: 700 }}>
            {t('visits.jobSheet.title')} <bdi>{displayNumber(complaint.id)}</bdi>
          </Typography>
          <Typography sx={{ fontSize: 13 }}>
            {t('visits.jobSheet.opened', { date: day(complaint.created_at) })} ·{' '}
            {t(`status.${complaint.status}`)}
            {complaint.assignee && ` · ${t('visits.jobSheet.assignee', { name: complaint.assignee })}`}
          </Typography>
        </Box>
        <Box sx={{ textAlign: 'center', flexShrink: 0 }}>
          {qr && (
            <Box
              component="img"
              src={qr}
              alt={t('visits.jobSheet.qr')}
              sx={{ width: 96, height: 96, display: 'block' }}
            />
          )}
          <Typography sx={{ fontSize: 10, color: '#5d5d6b', maxWidth: 96 }}>
            {t('visits.jobSheet.scan')}
          </Typography>
        </Box>
      </Box>

      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <Block title={t('visits.jobSheet.customer')}>
          <Field label={field('customer_name')}>{complaint.customer_name}</Field>
          <Field label={field('phone')}>
            <bdi>{complaint.phone}</bdi>
          </Field>
          <Field label={field('address')}>{complaint.address}</Field>
          <Field label={field('customer_city')}>{complaint.customer_city}</Field>
          <Field label={field('customer_province')}>{complaint.customer_province}</Field>
        </Block>
        {complaint.dealer_name && (
          <Block title={t('visits.jobSheet.dealer')}>
            <Field label={field('dealer_name')}>{complaint.dealer_name}</Field>
            <Field label={field('dealer_phone')}>
              {complaint.dealer_phone && <bdi>{complaint.dealer_phone}</bdi>}
            </Field>
            <Field label={field('dealer_city')}>{complaint.dealer_city}</Field>
          </Block>
        )}
        <Block title={t('visits.jobSheet.product')}>
          <Field label={field('product_category')}>{complaint.product_category}</Field>
          <Field label={field('product_name')}>{complaint.product_name}</Field>
          <Field label={field('product_variant')}>{complaint.product_variant}</Field>
          <Field label={field('model')}>{complaint.model}</Field>
          <Field label={field('purchase_date')}>{day(complaint.purchase_date)}</Field>
          <Field label={t('visits.jobSheet.orderNumber')}>{complaint.order_number}</Field>
        </Block>
        <Block title={t('visits.jobSheet.warranty')}>
          <Field label={t('visits.jobSheet.verdict')}>
            {t(`visits.jobSheet.verdicts.${complaint.warranty_verdict}`)}
          </Field>
          <Field label={t('visits.jobSheet.endsOn')}>{day(complaint.warranty_ends_on)}</Field>
        </Block>
      </Box>

      <Block title={t('visits.jobSheet.problem')}>
        <Field label={field('problem_type')}>{complaint.problem_type}</Field>
        {complaint.problem_detail && (
          <Box sx={{ fontSize: 13, '& p': { my: 0.5 } }}>
            <RichTextView html={complaint.problem_detail} />
          </Box>
        )}
      </Block>

      <Box component="section" sx={{ display: 'grid', gap: 1.5 }}>
        <Typography
          component="h2"
          sx={{
            fontSize: 12,
            fontWeight: 700,
            textTransform: 'uppercase',
            letterSpacing: 0.6,
            color: '#7367f0',
            borderBottom: RULE,
            pb: 0.25,
          }}
        >
          {t('visits.title')}
        </Typography>
        {visits.length === 0 && <Typography sx={{ fontSize: 13 }}>{t('visits.none')}</Typography>}
        {visits.map((visit, index) => (
          <Box
            key={visit.id}
            component="article"
            aria-label={t('visits.jobSheet.visitNumber', { number: index + 1 })}
            sx={{ breakInside: 'avoid', display: 'grid', gap: 0.75, border: RULE, borderRadius: 1, p: 1.5 }}
          >
            <Box component="dl" sx={{ m: 0, display: 'grid', gap: 0.25 }}>
              <Field label={t('visits.jobSheet.technician')}>{visit.technician.name}</Field>
              <Field label={t('visits.jobSheet.arrival')}>{time(visit.started_at)}</Field>
              <Field label={t('visits.jobSheet.departure')}>
                {visit.finished_at ? time(visit.finished_at) : ''}
              </Field>
              <Field label={t('visits.form.outcome')}>
                {visit.outcome ? t(`visits.outcomes.${visit.outcome}`) : t('visits.inProgress')}
              </Field>
              <Field label={t('visits.form.workDone')}>
                {visit.work_done && (
                  <Box component="span" dir="auto" sx={{ whiteSpace: 'pre-wrap' }}>
                    {visit.work_done}
                  </Box>
                )}
              </Field>
            </Box>
            {visit.parts.length > 0 && (
              <Box
                component="table"
                sx={{
                  width: '100%',
                  borderCollapse: 'collapse',
                  fontSize: 12,
                  '& th, & td': { border: RULE, px: 0.75, py: 0.5, textAlign: 'start' },
                }}
              >
                <caption style={{ textAlign: 'start', fontWeight: 600, paddingBottom: 4 }}>
                  {t('visits.form.parts')}
                </caption>
                <thead>
                  <tr>
                    <th>{t('visits.form.part')}</th>
                    <th>{t('visits.form.quantity')}</th>
                    <th>{t('visits.form.oldSerial')}</th>
                    <th>{t('visits.form.newSerial')}</th>
                  </tr>
                </thead>
                <tbody>
                  {visit.parts.map((part, at) => (
                    <tr key={at}>
                      <td>{part.part}</td>
                      <td>{part.quantity}</td>
                      <td>{part.old_serial}</td>
                      <td>{part.new_serial}</td>
                    </tr>
                  ))}
                </tbody>
              </Box>
            )}
            <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: 2, flexWrap: 'wrap' }}>
              <Box sx={{ display: 'grid', gap: 0.25 }}>
                {visit.signature ? (
                  <Box
                    component="img"
                    src={visit.signature}
                    alt={t('visits.signatureOf', { name: visit.customer_name || t('visits.customer') })}
                    sx={{ height: 64, maxWidth: 260, objectFit: 'contain' }}
                  />
                ) : (
                  <Box sx={{ height: 64, width: 220 }} />
                )}
                <Typography sx={{ fontSize: 11, color: '#5d5d6b', borderTop: RULE, pt: 0.25, minWidth: 220 }}>
                  {t('visits.jobSheet.customerSignature')}
                  {visit.customer_name && ` — ${visit.customer_name}`}
                </Typography>
              </Box>
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
