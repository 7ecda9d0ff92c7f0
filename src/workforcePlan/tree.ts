import type { PlanNode } from '@domain/workforcePlan/types';

/**
 * A name as a search compares it: case, surrounding and repeated spaces, Arabic diacritics and
 * tatweel, and the letter forms (alef with hamza or madda, alef maqsura, teh marbuta) set aside.
 */
export function searchForm(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u064B-\u065F\u0670\u0640]/g, '')
    .replace(/[\u0622\u0623\u0625\u0671]/g, '\u0627')
    .replace(/\u0649/g, '\u064A')
    .replace(/\u0629/g, '\u0647')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The tree cut to the nodes whose name contains `query` and their ancestors; null when none matches. */
export function filterTree(node: PlanNode, query: string): PlanNode | null {
  const wanted = searchForm(query);
  if (!wanted) return node;
  const visit = (current: PlanNode): PlanNode | null => {
    const children = current.children.map(visit).filter((child): child is PlanNode => child !== null);
    if (children.length > 0 || searchForm(current.name).includes(wanted)) return { ...current, children };
    return null;
  };
  return visit(node);
}

/** Every key of the tree, parents before children (what a search opens). */
export function keysOf(node: PlanNode): string[] {
  return [node.key, ...node.children.flatMap(keysOf)];
}

/** The nodes from the root down to `key` (empty when it is not in the tree). */
export function pathTo(node: PlanNode, key: string): PlanNode[] {
  if (node.key === key) return [node];
  for (const child of node.children) {
    const below = pathTo(child, key);
    if (below.length > 0) return [node, ...below];
  }
  return [];
}

/** Every node of the tree, depth first. */
export function allNodes(node: PlanNode): PlanNode[] {
  return [node, ...node.children.flatMap(allNodes)];
}
