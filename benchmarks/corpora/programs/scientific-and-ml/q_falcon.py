"""Label propagation on a random sparse graph stored as an edge list."""
from dataclasses import dataclass

import jax
import jax.numpy as jnp
import numpy as np


@dataclass
class Graph:
    senders: jnp.ndarray
    receivers: jnp.ndarray
    n_nodes: int


def random_graph(n_nodes, n_edges, seed=0):
    rng = np.random.default_rng(seed)
    s = rng.integers(0, n_nodes, n_edges)
    r = (s + rng.integers(1, 4, n_edges)) % n_nodes
    both_s = np.concatenate([s, r])
    both_r = np.concatenate([r, s])
    return Graph(jnp.asarray(both_s), jnp.asarray(both_r), n_nodes)


def degrees(g):
    return jax.ops.segment_sum(jnp.ones_like(g.senders, dtype=jnp.float32), g.receivers, g.n_nodes)


def propagate(labels, g, deg):
    msgs = labels[g.senders]
    agg = jax.ops.segment_sum(msgs, g.receivers, g.n_nodes)
    return agg / jnp.maximum(deg, 1.0)[:, None]


def count_classes(labels):
    hard = jnp.argmax(labels, axis=1)
    present = jnp.unique(hard)
    return present.shape[0]


def make_runner(g, n_iters, alpha):
    deg = degrees(g)

    @jax.jit
    def run(seed_labels, seed_mask):
        def body(i, lab):
            new = propagate(lab, g, deg)
            return jnp.where(seed_mask[:, None], seed_labels, alpha * new + (1 - alpha) * lab)

        labels = jax.lax.fori_loop(0, n_iters, body, seed_labels)
        return labels, count_classes(labels)

    return run


def main():
    n_nodes, n_classes = 60, 3
    g = random_graph(n_nodes, 120)
    seed_idx = jnp.array([0, 20, 40])
    seed_mask = jnp.zeros(n_nodes, bool).at[seed_idx].set(True)
    seed_labels = jnp.zeros((n_nodes, n_classes)).at[seed_idx, jnp.arange(n_classes)].set(1.0)
    run = make_runner(g, n_iters=30, alpha=0.9)
    labels, n_present = run(seed_labels, seed_mask)
    hard = np.asarray(jnp.argmax(labels, axis=1))
    print("classes present:", int(n_present))
    print("class sizes:", np.bincount(hard, minlength=n_classes).tolist())


if __name__ == "__main__":
    main()
