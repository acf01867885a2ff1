def count_leaves(node, prefix=""):
    counts = {}
    if isinstance(node, dict):
        for key, child in node.items():
            counts.update(count_leaves(child, f"{prefix}/{key}"))
    elif hasattr(node, "shape"):
        counts[prefix] = int(node.size)
    return counts
