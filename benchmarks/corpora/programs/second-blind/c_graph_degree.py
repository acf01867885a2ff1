"""Message passing on a small graph with segment sums."""
import jax
import jax.numpy as jnp


def make_graph():
    senders = jnp.array([0, 1, 2, 2, 3, 4, 4])
    receivers = jnp.array([1, 2, 0, 3, 4, 0, 2])
    feats = jnp.arange(10.0).reshape(5, 2)
    return senders, receivers, feats


@jax.jit
def propagate(senders, receivers, feats, weight):
    n_nodes = int(jnp.max(receivers)) + 1
    messages = feats[senders] @ weight
    agg = jax.ops.segment_sum(messages, receivers, num_segments=n_nodes)
    deg = jax.ops.segment_sum(jnp.ones_like(receivers, dtype=feats.dtype), receivers, num_segments=n_nodes)
    return agg / jnp.maximum(deg, 1.0)[:, None]


def run(n_layers):
    senders, receivers, feats = make_graph()
    weight = jnp.eye(2) * 0.9
    h = feats
    for _ in range(n_layers):
        h = jax.nn.relu(propagate(senders, receivers, h, weight))
    return h


if __name__ == "__main__":
    print(run(3))
