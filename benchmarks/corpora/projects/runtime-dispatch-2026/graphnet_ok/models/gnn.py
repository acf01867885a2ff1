"""An encode-process-decode graph network written with equinox."""
import equinox as eqx
import jax
import jax.numpy as jnp

from ..registry import get_aggregator, get_readout

_ACTIVATIONS = {"relu": jax.nn.relu, "gelu": jax.nn.gelu, "tanh": jnp.tanh}


class MessagePassing(eqx.Module):
    message: eqx.nn.Linear
    update: eqx.nn.Linear
    aggregation: str = eqx.field(static=True)
    activation: str = eqx.field(static=True)

    def __init__(self, hidden, aggregation, activation, *, key):
        k1, k2 = jax.random.split(key)
        self.message = eqx.nn.Linear(2 * hidden, hidden, key=k1)
        self.update = eqx.nn.Linear(2 * hidden, hidden, key=k2)
        self.aggregation = aggregation
        self.activation = activation

    def __call__(self, h, senders, receivers):
        act = _ACTIVATIONS[self.activation]
        pairs = jnp.concatenate([h[senders], h[receivers]], axis=-1)
        messages = act(jax.vmap(self.message)(pairs))
        aggregated = get_aggregator(self.aggregation)(messages, receivers, h.shape[0])
        return h + act(jax.vmap(self.update)(jnp.concatenate([h, aggregated], axis=-1)))


class GraphNetwork(eqx.Module):
    encoder: eqx.nn.Linear
    layers: list
    decoder: eqx.nn.Linear
    readout: str = eqx.field(static=True)

    def __init__(self, feature_dim, model_cfg, *, key):
        keys = jax.random.split(key, model_cfg["layers"] + 2)
        hidden = model_cfg["hidden"]
        self.encoder = eqx.nn.Linear(feature_dim, hidden, key=keys[0])
        self.layers = [
            MessagePassing(hidden, model_cfg["aggregation"], model_cfg["activation"], key=k)
            for k in keys[1:-1]
        ]
        self.decoder = eqx.nn.Linear(hidden, "scalar", key=keys[-1])
        self.readout = model_cfg["readout"]

    def __call__(self, graph):
        h = jax.vmap(self.encoder)(graph["nodes"])
        for layer in self.layers:
            h = layer(h, graph["senders"], graph["receivers"])
        return self.decoder(get_readout(self.readout)(h))
