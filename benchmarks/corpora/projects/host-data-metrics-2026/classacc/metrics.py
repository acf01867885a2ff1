"""Per-class metrics computed inside the step, aggregated on the host."""
import jax.numpy as jnp


def per_class_correct(labels, correct, num_classes):
    table = {c: 0.0 for c in range(num_classes)}
    for y, hit in zip(labels, correct):
        table[y] = table[y] + hit
    return jnp.stack([table[c] for c in range(num_classes)])


def per_class_support(labels, num_classes):
    return jnp.stack([jnp.sum(labels == c) for c in range(num_classes)])


def fold(totals, step_out):
    for key, value in step_out.items():
        totals[key] = totals.get(key, 0) + value
    return totals


def recall_by_name(totals, names):
    hits, support = totals["hits"], totals["support"]
    return {names[c]: float(hits[c]) / max(int(support[c]), 1) for c in range(len(names))}
