import { CheckCircleFilled, InfoCircleOutlined, LoginOutlined, SearchOutlined } from '@ant-design/icons';
import type { archives } from '@datamall/contract';
import type { ArchiveQueryName } from '@datamall/contract/vehicle-archive';
import {
  Alert,
  Button,
  type ButtonProps,
  Checkbox,
  Input,
  Modal,
  Skeleton,
  Space,
  Tag,
  Typography,
} from 'antd';
import { useMemo, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { errorText } from '../../../shared/api/api-error';
import { formatMoney } from '../../../shared/format';
import { useLocale } from '../../../shared/hooks/use-locale';
import { IdempotentAttempt } from '../../../shared/idempotency';
import { detailHref } from '../../../shared/mall-links';
import { loginUrl } from '../../../shared/public-paths';
import { MoneyText } from '../../../shared/ui/money-text';
import { useAcceptArchiveAgreement } from '../api/accept-agreement';
import { useArchiveCatalog } from '../api/catalog';
import { useRunArchiveQuery } from '../api/run-query';
import { checkVehicleKey, normalizeKeyInput } from '../key-check';
import { queryTitle } from '../labels';
import { archivePaths, reportPath } from '../paths';
import './archives.css';

/** The archive goods are API goods: their mall page is the API detail page. */
const API_ITEM_TYPE = 5;

const yuan = (value: string) => formatMoney(BigInt(value));

/** The price per query and the count packs of a query's good, with links to buy a pack in the mall. */
export function QueryPrice({ entry }: { entry: archives.ArchiveCatalogEntry }) {
  const { t } = useTranslation('archives');
  return (
    <div className="archives-price" data-testid={`archive-price-${entry.query}`}>
      <div>
        <span className="archives-price-label">{t('form.pricePerQuery')}</span>
        {entry.pricePerQuery === null ? (
          <Typography.Text type="secondary">{t('form.noPayAsYouGo')}</Typography.Text>
        ) : (
          <MoneyText
            value={entry.pricePerQuery}
            style={{ fontSize: 20, color: '#dc2626', fontWeight: 600 }}
          />
        )}
      </div>
      {entry.packs.length > 0 && (
        <div className="archives-packs">
          <span className="archives-price-label">{t('form.packs')}</span>
          {entry.packs.map((pack) => (
            <Tag key={pack.skuId} color="blue" title={pack.name} data-testid="archive-pack">
              {entry.itemId ? (
                <Link to={detailHref({ id: entry.itemId, itemType: API_ITEM_TYPE })}>
                  {t('form.pack', { count: pack.useCount, price: yuan(pack.price) })}
                </Link>
              ) : (
                t('form.pack', { count: pack.useCount, price: yuan(pack.price) })
              )}
            </Tag>
          ))}
        </div>
      )}
    </div>
  );
}

/** What the visitor must do before a query, or what they have to pay it with. */
function ViewerState({
  catalog,
  entry,
  accepting,
  acceptError,
  onAccept,
}: {
  catalog: archives.ArchiveCatalog;
  entry: archives.ArchiveCatalogEntry;
  accepting: boolean;
  acceptError: string | undefined;
  onAccept: () => void;
}) {
  const { t } = useTranslation('archives');
  const navigate = useNavigate();
  const location = useLocation();
  const viewer = catalog.viewer;
  if (!viewer) {
    return (
      <div className="archives-viewer" data-testid="archive-visitor">
        <Typography.Text type="secondary">{t('form.loginFirst')}</Typography.Text>
        <Button
          type="primary"
          icon={<LoginOutlined />}
          onClick={() => navigate(loginUrl(`${location.pathname}${location.search}`))}
          data-testid="archive-login"
        >
          {t('form.login')}
        </Button>
      </div>
    );
  }
  if (!viewer.consumer) {
    return (
      <Alert type="info" showIcon message={t('form.consumersOnly')} data-testid="archive-not-consumer" />
    );
  }
  const packLeft = viewer.packQueriesLeft[entry.query] ?? 0;
  return (
    <div className="archives-viewer">
      {viewer.agreementAccepted ? (
        <Typography.Text type="success" data-testid="archive-agreement-accepted">
          <CheckCircleFilled /> {t('form.agreementAccepted')}{' '}
          <Link to={archivePaths.agreement}>{t('form.agreementName')}</Link>
        </Typography.Text>
      ) : (
        <div data-testid="archive-agreement-consent">
          <Checkbox
            checked={false}
            disabled={accepting}
            onChange={(event) => event.target.checked && onAccept()}
            data-testid="archive-agreement-checkbox"
          >
            <Trans
              t={t}
              i18nKey="form.agreementCheck"
              components={{ link: <Link to={archivePaths.agreement} target="_blank" /> }}
            />
          </Checkbox>
          {acceptError && (
            <Alert
              type="error"
              showIcon
              message={acceptError}
              style={{ marginTop: 8 }}
              data-testid="archive-agreement-error"
            />
          )}
        </div>
      )}
      <Space size="large" wrap>
        <span data-testid="archive-credit">
          {t('form.availableCredit')}{' '}
          <MoneyText value={viewer.availableCredit ?? '0'} style={{ fontWeight: 600 }} />
        </span>
        <span data-testid="archive-pack-left">{t('form.packLeft', { count: packLeft })}</span>
      </Space>
    </div>
  );
}

/** How one query will be paid: from a pack while it has queries left, else from the credit. */
export function paymentOf(entry: archives.ArchiveCatalogEntry, catalog: archives.ArchiveCatalog) {
  const packLeft = catalog.viewer?.packQueriesLeft[entry.query] ?? 0;
  if (packLeft > 0) return { kind: 'pack' as const, packLeft };
  if (entry.pricePerQuery === null) return { kind: 'none' as const };
  const available = catalog.viewer?.availableCredit ?? '0';
  return {
    kind: 'credit' as const,
    price: entry.pricePerQuery,
    short: BigInt(available) < BigInt(entry.pricePerQuery),
  };
}

/**
 * A query by VIN or plate: checks what is typed as it is typed (the contract's rules and messages), shows the
 * price and what the visitor still needs (login, the serve agreement), confirms the charge, then runs the query
 * and opens its report.
 */
export function ArchiveQueryForm({ query }: { query: ArchiveQueryName }) {
  const { t } = useTranslation('archives');
  const locale = useLocale();
  const navigate = useNavigate();
  const catalog = useArchiveCatalog();
  const accept = useAcceptArchiveAgreement();
  const run = useRunArchiveQuery();
  const [attempt] = useState(() => new IdempotentAttempt());
  const [text, setText] = useState('');
  const [blurred, setBlurred] = useState(false);
  const [tried, setTried] = useState(false);
  const [confirming, setConfirming] = useState(false);

  const check = useMemo(() => (text.trim() ? checkVehicleKey(text, locale) : undefined), [text, locale]);
  // A VIN is judged once it could be complete; a plate (shorter) when the field is left or a query is asked.
  const showCheck = !!check && (blurred || tried || text.trim().length >= 17);
  const entry = catalog.data?.queries.find((q) => q.query === query);

  if (catalog.isPending) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (catalog.isError || !catalog.data) {
    return (
      <Alert
        type="error"
        showIcon
        message={errorText(catalog.error) ?? t('form.catalogFailed')}
        action={<Button onClick={() => catalog.refetch()}>{t('common.retry')}</Button>}
        data-testid="archive-catalog-error"
      />
    );
  }
  const data = catalog.data;
  if (!entry?.itemId) {
    return (
      <Alert type="warning" showIcon message={t('form.unavailable')} data-testid="archive-unavailable" />
    );
  }
  const viewer = data.viewer;
  const payment = paymentOf(entry, data);
  const ready = !!viewer?.consumer && viewer.agreementAccepted && payment.kind !== 'none';

  const onAccept = () => accept.mutate(data.agreementHash);

  const ask = () => {
    setTried(true);
    run.reset();
    if (!check?.ok) return;
    setConfirming(true);
  };

  const submit = () => {
    if (!check?.ok) return;
    const key = check.normalized;
    run.mutate(
      { query, key, attemptKey: attempt.keyFor({ query, key }) },
      {
        onSuccess: (report) => {
          attempt.done();
          setConfirming(false);
          navigate(reportPath(query, report.id));
        },
        onError: () => setConfirming(false),
      },
    );
  };

  const errorId = 'archive-key-error';
  return (
    <div className="archives-form" data-testid="archive-query-form">
      <Typography.Text strong>{t('form.keyLabel')}</Typography.Text>
      <Input
        size="large"
        value={text}
        maxLength={40}
        allowClear
        prefix={<SearchOutlined style={{ color: '#94a3b8' }} />}
        placeholder={t('form.keyPlaceholder')}
        status={showCheck && !check.ok ? 'error' : undefined}
        aria-invalid={showCheck && !check.ok}
        aria-describedby={showCheck && !check.ok ? errorId : undefined}
        onChange={(event) => {
          setText(normalizeKeyInput(event.target.value));
          run.reset();
        }}
        onBlur={() => setBlurred(true)}
        onPressEnter={() => ready && ask()}
        data-testid="archive-key-input"
      />
      {showCheck && !check.ok ? (
        <div className="archives-key-error" id={errorId} role="alert">
          <Typography.Text type="danger" data-testid="archive-key-error">
            {check.message}
          </Typography.Text>
          {check.checkDigit && (
            <Typography.Paragraph
              type="secondary"
              className="archives-hint"
              data-testid="archive-check-digit-help"
            >
              <InfoCircleOutlined /> {t('form.checkDigitHelp')}
            </Typography.Paragraph>
          )}
        </div>
      ) : showCheck && check.ok ? (
        <Typography.Text type="success" data-testid="archive-key-ok">
          <CheckCircleFilled />{' '}
          {check.reading.kind === 'vin'
            ? t('form.vinOk', { vin: check.normalized })
            : t('form.plateOk', { plate: check.normalized })}
        </Typography.Text>
      ) : (
        <Typography.Text type="secondary" className="archives-hint">
          {t('form.keyHint')}
        </Typography.Text>
      )}

      <QueryPrice entry={entry} />

      <ViewerState
        catalog={data}
        entry={entry}
        accepting={accept.isPending}
        acceptError={accept.isError ? errorText(accept.error) : undefined}
        onAccept={onAccept}
      />

      {viewer?.consumer && payment.kind === 'none' && (
        <Alert type="warning" showIcon message={t('form.buyPackFirst')} data-testid="archive-no-payment" />
      )}
      {viewer?.consumer && payment.kind === 'credit' && payment.short && (
        <Alert
          type="warning"
          showIcon
          message={t('form.creditShort', { price: yuan(payment.price) })}
          data-testid="archive-credit-short"
        />
      )}
      {run.isError && (
        <Alert
          type="error"
          showIcon
          message={errorText(run.error) ?? t('form.queryFailed')}
          data-testid="archive-query-error"
        />
      )}

      <Button
        type="primary"
        size="large"
        icon={<SearchOutlined />}
        disabled={!ready}
        loading={run.isPending}
        onClick={ask}
        data-testid="archive-submit"
      >
        {t('form.submit')}
      </Button>

      <Modal
        open={confirming}
        title={t('form.confirmTitle')}
        okText={t('form.confirmOk')}
        cancelText={t('common.cancel')}
        confirmLoading={run.isPending}
        onOk={submit}
        onCancel={() => setConfirming(false)}
        okButtonProps={{ 'data-testid': 'archive-confirm-ok' } as ButtonProps}
        destroyOnHidden
      >
        <div data-testid="archive-confirm">
          <p>
            {t('form.confirmVehicle', {
              query: queryTitle(query, locale),
              key: check?.ok ? check.normalized : '',
            })}
          </p>
          <p style={{ fontWeight: 600 }}>
            {payment.kind === 'pack'
              ? t('form.confirmPack', { left: payment.packLeft })
              : payment.kind === 'credit'
                ? t('form.confirmCredit', { price: yuan(payment.price) })
                : ''}
          </p>
          <Typography.Text type="secondary">{t('form.confirmNoCharge')}</Typography.Text>
        </div>
      </Modal>
    </div>
  );
}
