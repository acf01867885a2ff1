import jax
import jax.numpy as jnp


def in_degree(receivers, num_nodes):
    return jax.ops.segment_sum(jnp.ones(receivers.shape, jnp.float32), receivers, num_segments=num_nodes)


def raw_features(graph, max_degree):
    return graph["x"]


def degree_features(graph, max_degree):
    x = graph["x"]
    num_nodes = x.shape[0]
    deg = in_degree(graph["receivers"], num_nodes)
    feats = jnp.concatenate([x, jnp.zeros((num_nodes, 1), x.dtype)], axis=1)
    feats[:, -1] = jnp.log1p(deg)
    return feats


def onehot_degree_features(graph, max_degree):
    x = graph["x"]
    deg = in_degree(graph["receivers"], x.shape[0]).astype(jnp.int32)
    return jnp.concatenate([x, jax.nn.one_hot(jnp.minimum(deg, max_degree - 1), max_degree)], axis=1)


def output_dim(name, feature_dim, max_degree):
    extra = {"raw": 0, "degree": 1, "onehot_degree": max_degree}
    return feature_dim + extra[name]
