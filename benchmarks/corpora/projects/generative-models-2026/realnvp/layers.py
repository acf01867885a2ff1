import numpy as np
import jax
import jax.numpy as jnp
import equinox as eqx


class Conditioner(eqx.Module):
    layers: list
    activation: callable = eqx.field(static=True)

    def __init__(self, in_dim, out_dim, width, depth, key, activation=jax.nn.gelu):
        keys = jax.random.split(key, depth + 1)
        dims = [in_dim] + [width] * depth
        self.layers = [eqx.nn.Linear(a, b, key=k) for a, b, k in zip(dims[:-1], dims[1:], keys)]
        last = eqx.nn.Linear(width, out_dim, key=keys[-1])
        last = eqx.tree_at(lambda l: (l.weight, l.bias), last,
                           (jnp.zeros_like(last.weight), jnp.zeros_like(last.bias)))
        self.layers.append(last)
        self.activation = activation

    def __call__(self, x):
        for layer in self.layers[:-1]:
            x = self.activation(layer(x))
        return self.layers[-1](x)


class AffineCoupling(eqx.Module):
    net: Conditioner
    dim: int = eqx.field(static=True)
    flip: bool = eqx.field(static=True)
    scale_bound: float = eqx.field(static=True)

    def __init__(self, dim, flip, key, width=64, depth=2, scale_bound=2.0):
        self.dim = dim
        self.flip = flip
        self.scale_bound = scale_bound
        half = dim // 2
        self.net = Conditioner(half, 2 * (dim - half), width, depth, key)

    def _split(self, x):
        half = self.dim // 2
        a, b = x[..., :half], x[..., half:]
        return (b, a) if self.flip else (a, b)

    def _merge(self, a, b):
        return jnp.concatenate([b, a] if self.flip else [a, b], axis=-1)

    def _scale_shift(self, cond):
        out = jax.vmap(self.net)(cond)
        raw_s, t = jnp.split(out, 2, axis=-1)
        s = self.scale_bound * np.tanh(raw_s / self.scale_bound)
        return s, t

    def forward(self, x):
        cond, rest = self._split(x)
        s, t = self._scale_shift(cond)
        y = rest * jnp.exp(s) + t
        return self._merge(cond, y), jnp.sum(s, axis=-1)

    def inverse(self, y):
        cond, rest = self._split(y)
        s, t = self._scale_shift(cond)
        x = (rest - t) * jnp.exp(-s)
        return self._merge(cond, x), -jnp.sum(s, axis=-1)


class ActNorm(eqx.Module):
    loc: jax.Array
    log_scale: jax.Array

    def __init__(self, dim, data=None):
        if data is None:
            self.loc = jnp.zeros(dim)
            self.log_scale = jnp.zeros(dim)
        else:
            data = np.asarray(data)
            self.loc = jnp.asarray(-data.mean(axis=0))
            self.log_scale = jnp.asarray(-np.log(data.std(axis=0) + 1e-6))

    def forward(self, x):
        y = (x + self.loc) * jnp.exp(self.log_scale)
        return y, jnp.broadcast_to(jnp.sum(self.log_scale), x.shape[:-1])

    def inverse(self, y):
        x = y * jnp.exp(-self.log_scale) - self.loc
        return x, -jnp.broadcast_to(jnp.sum(self.log_scale), y.shape[:-1])
