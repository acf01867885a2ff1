import jax
import jax.numpy as jnp


def dense_init(key, n_in, n_out):
    return {"w": jax.random.normal(key, (n_in, n_out)) / jnp.sqrt(n_in), "b": jnp.zeros(n_out)}


def dense(p, x):
    return x @ p["w"] + p["b"]


def message_pass(p, h, graph):
    msgs = dense(p["msg"], h[graph["senders"]])
    agg = jax.ops.segment_sum(msgs, graph["receivers"], num_segments=graph["n_node"])
    deg = jax.ops.segment_sum(jnp.ones_like(graph["receivers"], jnp.float32), graph["receivers"],
                              num_segments=graph["n_node"])
    agg = agg / jnp.maximum(deg, 1.0)[:, None]
    return jax.nn.relu(dense(p["upd"], jnp.concatenate([h, agg], -1)))
