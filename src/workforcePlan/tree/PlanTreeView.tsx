import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import type { PlanNode } from '@domain/workforcePlan/types';
import { NodeLabel } from './NodeLabel';

function Branch({ node }: { node: PlanNode }) {
  return (
    <TreeItem itemId={node.key} label={<NodeLabel node={node} />}>
      {node.children.map((child) => (
        <Branch key={child.key} node={child} />
      ))}
    </TreeItem>
  );
}

/**
 * The organisation's tree (MUI X Tree View: role="tree", arrow keys, Home / End, type-ahead, mirrored
 * in right-to-left). Selecting a node opens its panel.
 */
export function PlanTreeView({
  root,
  label,
  expanded,
  onExpandedChange,
  selected,
  onSelect,
}: {
  root: PlanNode;
  label: string;
  expanded: string[];
  onExpandedChange: (keys: string[]) => void;
  selected: string | null;
  onSelect: (key: string) => void;
}) {
  return (
    <SimpleTreeView
      aria-label={label}
      expandedItems={expanded}
      onExpandedItemsChange={(_, keys) => onExpandedChange(keys)}
      selectedItems={selected}
      onSelectedItemsChange={(_, key) => key && onSelect(key)}
      expansionTrigger="iconContainer"
    >
      <Branch node={root} />
    </SimpleTreeView>
  );
}
