// The category tree (§2): levels 0 to 4, only categories shown in the tree, the branch of the
// current category open and the current item marked.

import { useTranslation } from "../../modules/i18n/translation.tsx";
import type { TreeNode } from "../../modules/search/category-page.server.ts";
import styles from "./CategoryTree.module.css";
import { SiteLink } from "./SiteLink.tsx";

function Branch({ nodes }: { nodes: TreeNode[] }) {
  return (
    <ul>
      {nodes.map((node) => (
        <li key={node.id}>
          <SiteLink
            to={node.to}
            aria-current={node.current ? "page" : undefined}
            className={node.current ? styles.current : undefined}
          >
            {node.title}
          </SiteLink>
          {node.children.length > 0 && <Branch nodes={node.children} />}
        </li>
      ))}
    </ul>
  );
}

export function CategoryTree({ tree }: { tree: TreeNode[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("CATALOGUE-TREE-LABEL")} className={styles.tree}>
      <Branch nodes={tree} />
    </nav>
  );
}
