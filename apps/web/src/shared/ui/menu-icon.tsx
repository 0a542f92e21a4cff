import {
  AccountBookOutlined,
  ApiOutlined,
  AppstoreOutlined,
  AuditOutlined,
  ClusterOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  FileSearchOutlined,
  FileTextOutlined,
  FolderOutlined,
  HomeOutlined,
  ProfileOutlined,
  SafetyCertificateOutlined,
  SettingOutlined,
  ShopOutlined,
  ShoppingOutlined,
  TagsOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';

/** The icon names the menu trees use (antd names); anything else falls back to a document icon. */
const ICONS: Record<string, ComponentType> = {
  AccountBookOutlined,
  ApiOutlined,
  AppstoreOutlined,
  AuditOutlined,
  ClusterOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  FileSearchOutlined,
  FolderOutlined,
  HomeOutlined,
  ProfileOutlined,
  SafetyCertificateOutlined,
  SettingOutlined,
  ShopOutlined,
  ShoppingOutlined,
  TagsOutlined,
  TeamOutlined,
  UserOutlined,
};

export function MenuIcon({ name, fallback = true }: { name: string; fallback?: boolean }) {
  const Icon = ICONS[name] ?? (fallback ? FileTextOutlined : undefined);
  return Icon ? <Icon /> : null;
}
