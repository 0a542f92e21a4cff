import { DeleteOutlined, PlusOutlined, SettingOutlined } from '@ant-design/icons';
import {
  checkJsonSchema,
  enumToText,
  parseEnumText,
  parseNumberDefault,
  SCHEMA_LIMITS,
  SCHEMA_NODE_TYPES,
  type SchemaIssue,
  type SchemaNode,
  type SchemaNodeType,
} from '@datamall/contract';
import {
  Alert,
  Button,
  type ButtonProps,
  Checkbox,
  Input,
  InputNumber,
  Modal,
  Radio,
  Select,
  Space,
  Tooltip,
  Typography,
} from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  addField,
  flattenTree,
  type NodePath,
  pathKey,
  removeField,
  renameField,
  setRequired,
  setType,
  type TreeRow,
  updateAt,
} from './schema-tree';

export interface SchemaEditorProps {
  value: SchemaNode;
  onChange: (next: SchemaNode) => void;
  /** Prefix of the test ids (request / response editors on one page). */
  testId: string;
  readOnly?: boolean;
}

/** The text of an issue of `checkJsonSchema` in the current language. */
export function useIssueText() {
  const { t } = useTranslation('interfaces');
  return (issue: SchemaIssue) =>
    t('schema.issue', { path: issue.path || t('schema.root'), rule: t(`schema.rules.${issue.rule}`) });
}

/**
 * The JSON schema editor (spec §5): a tree of nodes indented 20 px per level; each node's type can be switched,
 * object nodes get child fields with a required checkbox, and a settings dialog holds the per-type settings
 * (string lengths and enum, number bounds and enum, array item counts, object emptiness, boolean default).
 * JSON preview and import. Loaded lazily by the interface form.
 */
export default function SchemaEditor({ value, onChange, testId, readOnly = false }: SchemaEditorProps) {
  const { t } = useTranslation('interfaces');
  const issueText = useIssueText();
  const rows = useMemo(() => flattenTree(value), [value]);
  const issues = useMemo(() => checkJsonSchema(value), [value]);
  const [editing, setEditing] = useState<NodePath | null>(null);
  const [preview, setPreview] = useState(false);
  const [importing, setImporting] = useState(false);

  const editingRow = editing ? rows.find((r) => pathKey(r.path) === pathKey(editing)) : undefined;

  return (
    <div data-testid={testId} className="schema-editor">
      <Space style={{ marginBottom: 8 }}>
        <Button size="small" onClick={() => setPreview((p) => !p)} data-testid={`${testId}-preview`}>
          {preview ? t('schema.hidePreview') : t('schema.preview')}
        </Button>
        {readOnly ? null : (
          <Button size="small" onClick={() => setImporting(true)} data-testid={`${testId}-import`}>
            {t('schema.import')}
          </Button>
        )}
      </Space>
      <div style={{ border: '1px solid #f0f0f0', borderRadius: 6, padding: 8 }}>
        {rows.map((row) => (
          <SchemaRow
            key={`${pathKey(row.path)}:${row.node.type}`}
            row={row}
            root={value}
            onChange={onChange}
            onSettings={() => setEditing(row.path)}
            testId={testId}
            readOnly={readOnly}
          />
        ))}
      </div>
      {issues.length > 0 ? (
        <Alert
          type="error"
          showIcon
          style={{ marginTop: 8 }}
          message={issueText(issues[0]!)}
          data-testid={`${testId}-issues`}
        />
      ) : null}
      {preview ? (
        <pre
          style={{ marginTop: 8, maxHeight: 300, overflow: 'auto', background: '#fafafa', padding: 8 }}
          data-testid={`${testId}-json`}
        >
          {JSON.stringify(value, null, 2)}
        </pre>
      ) : null}
      {editingRow ? (
        <NodeSettings
          row={editingRow}
          readOnly={readOnly}
          onCancel={() => setEditing(null)}
          onSave={(node) => {
            onChange(updateAt(value, editingRow.path, () => node));
            setEditing(null);
          }}
        />
      ) : null}
      {importing ? (
        <ImportDialog
          onCancel={() => setImporting(false)}
          onImport={(node) => {
            onChange(node);
            setImporting(false);
          }}
        />
      ) : null}
    </div>
  );
}

function SchemaRow({
  row,
  root,
  onChange,
  onSettings,
  testId,
  readOnly,
}: {
  row: TreeRow;
  root: SchemaNode;
  onChange: (next: SchemaNode) => void;
  onSettings: () => void;
  testId: string;
  readOnly: boolean;
}) {
  const { t } = useTranslation('interfaces');
  const { node, depth, name, path } = row;
  const parent = path.slice(0, -1);
  const [draftName, setDraftName] = useState(name ?? '');
  const [nameError, setNameError] = useState(false);
  const id = `${testId}-node-${pathKey(path)}`;

  const commitName = () => {
    if (name === undefined || draftName === name) return setNameError(false);
    const next = renameField(root, parent, name, draftName.trim());
    if (!next) {
      setNameError(true);
      return;
    }
    setNameError(false);
    onChange(next);
  };

  return (
    <div
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 8,
        padding: '4px 0',
        paddingLeft: depth * SCHEMA_LIMITS.indentPx,
      }}
      data-testid={id}
      data-depth={depth}
    >
      <div style={{ width: 200, flex: 'none' }}>
        {name === undefined ? (
          <Typography.Text type="secondary">
            {depth === 0 ? t('schema.root') : t('schema.items')}
          </Typography.Text>
        ) : (
          <Tooltip open={nameError} title={t('schema.nameInvalid')}>
            <Input
              size="small"
              value={draftName}
              status={nameError ? 'error' : undefined}
              maxLength={SCHEMA_LIMITS.propertyNameMaxLength}
              disabled={readOnly}
              onChange={(e) => setDraftName(e.target.value)}
              onBlur={commitName}
              onPressEnter={commitName}
              aria-label={t('schema.fieldName')}
              data-testid={`${id}-name`}
            />
          </Tooltip>
        )}
      </div>
      <Tooltip title={t('schema.required')}>
        <Checkbox
          checked={row.required}
          disabled={readOnly || name === undefined}
          onChange={(e) => name !== undefined && onChange(setRequired(root, parent, name, e.target.checked))}
          aria-label={t('schema.required')}
          data-testid={`${id}-required`}
        />
      </Tooltip>
      <Select<SchemaNodeType>
        size="small"
        style={{ width: 110 }}
        value={node.type}
        disabled={readOnly}
        onChange={(type) => onChange(setType(root, path, type))}
        options={SCHEMA_NODE_TYPES.map((type) => ({ value: type, label: type }))}
        aria-label={t('schema.type')}
        data-testid={`${id}-type`}
      />
      <Input
        size="small"
        style={{ flex: 1, minWidth: 80 }}
        placeholder={t('schema.title')}
        value={node.title ?? ''}
        maxLength={SCHEMA_LIMITS.titleMaxLength}
        disabled={readOnly}
        onChange={(e) =>
          onChange(
            updateAt(root, path, (n) => {
              const { title: _old, ...rest } = n;
              return e.target.value ? { ...rest, title: e.target.value } : rest;
            }),
          )
        }
        data-testid={`${id}-title`}
      />
      <Space size={4}>
        <Tooltip title={t('schema.settings')}>
          <Button
            size="small"
            icon={<SettingOutlined />}
            onClick={onSettings}
            data-testid={`${id}-settings`}
          />
        </Tooltip>
        {node.type === 'object' && !readOnly ? (
          <Tooltip title={t('schema.addField')}>
            <Button
              size="small"
              icon={<PlusOutlined />}
              onClick={() => onChange(addField(root, path).root)}
              data-testid={`${id}-add`}
            />
          </Tooltip>
        ) : null}
        {name !== undefined && !readOnly ? (
          <Tooltip title={t('schema.removeField')}>
            <Button
              size="small"
              danger
              icon={<DeleteOutlined />}
              onClick={() => onChange(removeField(root, parent, name))}
              data-testid={`${id}-remove`}
            />
          </Tooltip>
        ) : null}
      </Space>
    </div>
  );
}

type NumberSetting = 'minLength' | 'maxLength' | 'minimum' | 'maximum' | 'minItems' | 'maxItems';

/** The per-type settings of one node. An enum text that breaks the rules is warned about and dropped. */
function NodeSettings({
  row,
  readOnly,
  onCancel,
  onSave,
}: {
  row: TreeRow;
  readOnly: boolean;
  onCancel: () => void;
  onSave: (node: SchemaNode) => void;
}) {
  const { t } = useTranslation('interfaces');
  const issueText = useIssueText();
  const { node } = row;
  const [draft, setDraft] = useState<SchemaNode>(node);
  const [enumText, setEnumText] = useState(enumToText(node.enum));
  const [defaultText, setDefaultText] = useState(node.default === undefined ? '' : String(node.default));
  const [error, setError] = useState<string | null>(null);
  const isNumber = node.type === 'number' || node.type === 'integer';
  const hasEnum = node.type === 'string' || isNumber;
  const parsedEnum = hasEnum ? parseEnumText(enumText, node.type) : { ok: true as const, values: [] };
  const enumInvalid = !parsedEnum.ok;

  const set = (key: keyof SchemaNode, v: unknown) =>
    setDraft((d) => {
      const { [key]: _old, ...rest } = d;
      return v === undefined || v === null || v === ''
        ? (rest as SchemaNode)
        : ({ ...rest, [key]: v } as SchemaNode);
    });

  const numberField = (key: NumberSetting, min: number, max: number) => (
    <div>
      <div>{t(`schema.settingsFields.${key}`)}</div>
      <InputNumber
        style={{ width: '100%' }}
        min={min}
        max={max}
        precision={key === 'minimum' || key === 'maximum' ? (node.type === 'integer' ? 0 : undefined) : 0}
        value={draft[key] ?? null}
        disabled={readOnly}
        onChange={(v) => set(key, v === null ? undefined : Number(v))}
        aria-label={t(`schema.settingsFields.${key}`)}
        data-testid={`schema-setting-${key}`}
      />
    </div>
  );

  const save = () => {
    let next: SchemaNode = { ...draft };
    if (hasEnum) {
      // Invalid enum data is lost (the dialog warned); a valid list replaces the old one.
      const { enum: _e, ...rest } = next;
      next = parsedEnum.ok && parsedEnum.values.length > 0 ? { ...rest, enum: parsedEnum.values } : rest;
    }
    const { default: _d, ...noDefault } = next;
    next = noDefault;
    if (defaultText.trim() !== '') {
      if (isNumber) {
        const n = parseNumberDefault(defaultText, node.type as 'number' | 'integer');
        if (n === null) return setError(t('schema.defaultInvalid'));
        next.default = n;
      } else if (node.type === 'boolean') next.default = defaultText === 'true';
      else if (node.type === 'string') next.default = defaultText;
    }
    // The node alone (children are checked in the tree).
    const [issue] = checkJsonSchema({
      ...next,
      ...(next.type === 'object' ? { properties: {}, required: [] } : {}),
      ...(next.type === 'array' ? { items: { type: 'string' } } : {}),
    });
    if (issue) return setError(issueText(issue));
    onSave(next);
  };

  const B = SCHEMA_LIMITS;
  return (
    <Modal
      open
      title={t('schema.settingsTitle', { type: node.type, name: row.name ?? t('schema.root') })}
      onCancel={onCancel}
      onOk={readOnly ? onCancel : save}
      okText={t('schema.apply')}
      okButtonProps={{ 'data-testid': 'schema-settings-ok' } as ButtonProps}
      destroyOnHidden
    >
      <Space direction="vertical" style={{ width: '100%' }} data-testid="schema-settings">
        {node.type === 'string' ? (
          <>
            {numberField('minLength', 0, Number.MAX_SAFE_INTEGER)}
            {numberField('maxLength', 0, Number.MAX_SAFE_INTEGER)}
          </>
        ) : null}
        {isNumber ? (
          <>
            {numberField('minimum', B.numberMin, B.numberMax)}
            {numberField('maximum', B.numberMin, B.numberMax)}
          </>
        ) : null}
        {node.type === 'array' ? (
          <>
            {numberField('minItems', 0, B.arrayMaxItems)}
            {numberField('maxItems', 0, B.arrayMaxItems)}
          </>
        ) : null}
        {node.type === 'object' ? (
          <Radio.Group
            value={draft.notEmpty ? 'notEmpty' : 'empty'}
            disabled={readOnly}
            onChange={(e) => set('notEmpty', e.target.value === 'notEmpty' ? true : undefined)}
            options={[
              { value: 'empty', label: t('schema.mayBeEmpty') },
              { value: 'notEmpty', label: t('schema.notEmpty') },
            ]}
            data-testid="schema-setting-notEmpty"
          />
        ) : null}
        {node.type === 'boolean' ? (
          <div>
            <div>{t('schema.settingsFields.default')}</div>
            <Select
              style={{ width: '100%' }}
              allowClear
              value={defaultText || undefined}
              disabled={readOnly}
              onChange={(v) => setDefaultText(v ?? '')}
              options={[
                { value: 'true', label: 'true' },
                { value: 'false', label: 'false' },
              ]}
              aria-label={t('schema.settingsFields.default')}
              data-testid="schema-setting-default"
            />
          </div>
        ) : null}
        {node.type === 'string' || isNumber ? (
          <div>
            <div>{t('schema.settingsFields.default')}</div>
            <Input
              value={defaultText}
              maxLength={isNumber ? B.numberDefaultMaxLength : B.stringDefaultMaxLength}
              disabled={readOnly}
              onChange={(e) => setDefaultText(e.target.value)}
              aria-label={t('schema.settingsFields.default')}
              data-testid="schema-setting-default"
            />
          </div>
        ) : null}
        {hasEnum ? (
          <>
            <div>
              <div>{t('schema.settingsFields.enum')}</div>
              <Input.TextArea
                rows={4}
                value={enumText}
                maxLength={B.enumTextMaxLength}
                showCount
                placeholder={t('schema.enumPlaceholder')}
                disabled={readOnly}
                onChange={(e) => setEnumText(e.target.value)}
                aria-label={t('schema.settingsFields.enum')}
                data-testid="schema-setting-enum"
              />
            </div>
            {enumInvalid ? (
              <Alert
                type="warning"
                showIcon
                message={t('schema.enumInvalid')}
                data-testid="schema-enum-invalid"
              />
            ) : null}
            <div>
              <div>{t('schema.settingsFields.enumDesc')}</div>
              <Input.TextArea
                rows={2}
                value={draft.enumDesc ?? ''}
                maxLength={B.enumDescMaxLength}
                showCount
                disabled={readOnly}
                onChange={(e) => set('enumDesc', e.target.value)}
                aria-label={t('schema.settingsFields.enumDesc')}
                data-testid="schema-setting-enumDesc"
              />
            </div>
          </>
        ) : null}
        <div>
          <div>{t('schema.settingsFields.description')}</div>
          <Input.TextArea
            rows={2}
            value={draft.description ?? ''}
            maxLength={B.descriptionMaxLength}
            disabled={readOnly}
            onChange={(e) => set('description', e.target.value)}
            aria-label={t('schema.settingsFields.description')}
            data-testid="schema-setting-description"
          />
        </div>
        {error ? <Alert type="error" showIcon message={error} data-testid="schema-settings-error" /> : null}
      </Space>
    </Modal>
  );
}

/** Imports a schema from JSON text; refused with the first broken rule. */
function ImportDialog({
  onCancel,
  onImport,
}: {
  onCancel: () => void;
  onImport: (node: SchemaNode) => void;
}) {
  const { t } = useTranslation('interfaces');
  const issueText = useIssueText();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const apply = () => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return setError(t('schema.importNotJson'));
    }
    const [issue] = checkJsonSchema(parsed);
    if (issue) return setError(issueText(issue));
    onImport(parsed as SchemaNode);
  };
  return (
    <Modal
      open
      title={t('schema.import')}
      onCancel={onCancel}
      onOk={apply}
      okButtonProps={{ 'data-testid': 'schema-import-ok' } as ButtonProps}
    >
      <Input.TextArea
        rows={10}
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder='{"type": "object", "properties": {}}'
        data-testid="schema-import-text"
      />
      {error ? (
        <Alert
          style={{ marginTop: 8 }}
          type="error"
          showIcon
          message={error}
          data-testid="schema-import-error"
        />
      ) : null}
    </Modal>
  );
}
