import jax
import jax.numpy as jnp
import numpy as np


def sbm_multirelational(seed, num_nodes, num_classes, num_relations, feat_dim, p_in, p_out):
    """Stochastic block model where each edge also gets a relation type.
    Built with numpy on the host; the graph stays fixed for the whole run."""
    rng = np.random.default_rng(seed)
    labels = rng.integers(0, num_classes, size=num_nodes)
    same = labels[:, None] == labels[None, :]
    probs = np.where(same, p_in, p_out)
    adj = rng.random((num_nodes, num_nodes)) < probs
    np.fill_diagonal(adj, False)
    senders, receivers = np.nonzero(adj)
    # relation 0 mostly within-class, relation 1 mostly across
    rel = np.where(same[senders, receivers], 0, 1)
    flip = rng.random(rel.shape) < 0.1
    rel = np.where(flip, 1 - rel, rel) % num_relations
    centers = rng.normal(size=(num_classes, feat_dim))
    feats = centers[labels] + 1.5 * rng.normal(size=(num_nodes, feat_dim))
    return {
        "x": jnp.asarray(feats, jnp.float32),
        "labels": jnp.asarray(labels),
        "senders": jnp.asarray(senders),
        "receivers": jnp.asarray(receivers),
        "edge_types": jnp.asarray(rel),
    }


def edge_norm(receivers, edge_types, num_nodes, num_relations):
    """1 / c_{i,r}: inverse in-degree of the receiver for that relation."""
    seg = receivers * num_relations + edge_types
    deg = jax.ops.segment_sum(jnp.ones_like(seg, jnp.float32), seg, num_segments=num_nodes * num_relations)
    return 1.0 / jnp.maximum(deg[seg], 1.0)


def split_masks(seed, num_nodes, train_frac):
    rng = np.random.default_rng(seed + 1)
    perm = rng.permutation(num_nodes)
    n_train = int(train_frac * num_nodes)
    train = np.zeros(num_nodes, bool)
    train[perm[:n_train]] = True
    return jnp.asarray(train), jnp.asarray(~train)
