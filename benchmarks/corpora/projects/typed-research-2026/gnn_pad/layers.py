import jax
import jax.numpy as jnp

from gnn_pad.aggregate import AGGREGATORS


def dense_init(key, din, dout):
    return {"w": jax.random.normal(key, (din, dout)) * jnp.sqrt(2.0 / din), "b": jnp.zeros(dout)}


def dense(p, x):
    return x @ p["w"] + p["b"]


def init_mp_layer(key, dim):
    k1, k2, k3 = jax.random.split(key, 3)
    return {"msg": dense_init(k1, 2 * dim, dim), "self": dense_init(k2, dim, dim), "upd": dense_init(k3, 2 * dim, dim)}


def mp_layer(params, nodes, senders, receivers, edge_mask, aggregation="mean"):
    pair = jnp.concatenate([nodes[senders], nodes[receivers]], axis=-1)
    messages = jax.nn.relu(dense(params["msg"], pair))
    self_messages = jax.nn.relu(dense(params["self"], nodes))
    agg = AGGREGATORS[aggregation](messages, receivers, edge_mask, self_messages)
    return jax.nn.relu(dense(params["upd"], jnp.concatenate([nodes, agg], axis=-1)))
