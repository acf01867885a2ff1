import equinox as eqx
import jax
import jax.numpy as jnp

from forecast_ok.registry import register


@register("mlp")
class MLPForecaster(eqx.Module):
    net: eqx.nn.MLP

    def __init__(self, cfg, num_features, *, key):
        self.net = eqx.nn.MLP(cfg.context * num_features, cfg.horizon, cfg.hidden, cfg.depth, key=key)

    def __call__(self, context):
        return self.net(context.reshape(-1))


@register("gru")
class GRUForecaster(eqx.Module):
    cell: eqx.nn.GRUCell
    head: eqx.nn.Linear
    hidden: int = eqx.field(static=True)

    def __init__(self, cfg, num_features, *, key):
        k1, k2 = jax.random.split(key)
        self.hidden = cfg.hidden
        self.cell = eqx.nn.GRUCell(num_features, cfg.hidden, key=k1)
        self.head = eqx.nn.Linear(cfg.hidden, cfg.horizon, key=k2)

    def __call__(self, context):
        def step(h, x):
            return self.cell(x, h), None

        h, _ = jax.lax.scan(step, jnp.zeros(self.hidden), context)
        return self.head(h)
