import { useTranslation } from 'react-i18next';
import { InterfacesPanel, type InterfacesPanelProps } from './interfaces-panel';

function InterfacesTabLabel() {
  const { t } = useTranslation('interfaces');
  return t('panel.tab');
}

/** The "interfaces" tab of an API good's detail: the owner manages them, the operator reads. */
export function InterfacesTab(item: InterfacesPanelProps['item'], editable: boolean) {
  return {
    key: 'interfaces' as const,
    label: <InterfacesTabLabel />,
    children: <InterfacesPanel item={item} editable={editable} />,
  };
}
