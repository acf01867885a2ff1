"""PageRank and connected-component labelling on a sparse edge-list graph."""
import functools

import jax
import jax.numpy as jnp
import numpy as np

GRAPH_CFG = {"n_nodes": 40, "n_edges": 70, "damping": 0.85, "iters": 50, "seed": 3}


def build_edges(cfg):
    rng = np.random.default_rng(cfg["seed"])
    src = rng.integers(0, cfg["n_nodes"], cfg["n_edges"])
    dst = rng.integers(0, cfg["n_nodes"], cfg["n_edges"])
    keep = src != dst
    return jnp.asarray(src[keep]), jnp.asarray(dst[keep])


@functools.partial(jax.jit, static_argnames=("n_nodes", "iters"))
def pagerank(src, dst, n_nodes, iters, damping):
    out_deg = jax.ops.segment_sum(jnp.ones_like(src, jnp.float32), src, n_nodes)
    dangling = out_deg == 0

    def body(_, r):
        contrib = r[src] / jnp.maximum(out_deg[src], 1.0)
        incoming = jax.ops.segment_sum(contrib, dst, n_nodes)
        leak = jnp.sum(jnp.where(dangling, r, 0.0)) / n_nodes
        return (1 - damping) / n_nodes + damping * (incoming + leak)

    return jax.lax.fori_loop(0, iters, body, jnp.full(n_nodes, 1.0 / n_nodes))


@functools.partial(jax.jit, static_argnames=("n_nodes",))
def components(src, dst, n_nodes):
    labels = jnp.arange(n_nodes)

    def cond(state):
        _, changed = state
        return changed

    def body(state):
        lab, _ = state
        m = jnp.minimum(lab[src], lab[dst])
        new = lab.at[src].min(m).at[dst].min(m)
        return new, jnp.any(new != lab)

    labels, _ = jax.lax.while_loop(cond, body, (labels, jnp.array(True)))
    roots = jnp.unique(labels, size=n_nodes, fill_value=-1)
    n_comp = jnp.sum(roots >= 0)
    return labels, n_comp


def main():
    cfg = GRAPH_CFG
    src, dst = build_edges(cfg)
    pr = pagerank(src, dst, cfg["n_nodes"], cfg["iters"], cfg["damping"])
    top = jnp.argsort(-pr)[:5]
    print("pagerank sums to", round(float(pr.sum()), 4))
    print("top nodes:", top.tolist(), [round(v, 4) for v in pr[top].tolist()])
    labels, n_comp = components(src, dst, n_nodes=cfg["n_nodes"])
    print("connected components:", int(n_comp))
    sizes = np.bincount(np.asarray(labels))
    print("largest component size:", int(sizes.max()))


if __name__ == "__main__":
    main()
