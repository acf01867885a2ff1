import functools

import jax
import jax.numpy as jnp
import equinox as eqx
import optax


class PositionalMLP(eqx.Module):
    embed: eqx.nn.Embedding
    mlp: eqx.nn.MLP
    seq_len: int

    def __init__(self, seq_len, dim, key):
        k1, k2 = jax.random.split(key)
        self.embed = eqx.nn.Embedding(seq_len, dim, key=k1)
        self.mlp = eqx.nn.MLP(dim, 1, width_size=32, depth=2, key=k2)
        self.seq_len = seq_len

    def __call__(self, x):
        h = x[:, None] + jax.vmap(self.embed)(jnp.arange(self.seq_len))
        return jax.vmap(self.mlp)(h).sum()


optim = optax.adamw(1e-3)


@functools.partial(jax.jit, static_argnums=1)
def train_step(params, static, opt_state, xs, ys):
    def loss_fn(params):
        model = eqx.combine(params, static)
        return jnp.mean((jax.vmap(model)(xs) - ys) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = optim.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    model = PositionalMLP(seq_len=6, dim=8, key=jax.random.key(0))
    params, static = eqx.partition(model, eqx.is_inexact_array)
    opt_state = optim.init(params)
    xs = jax.random.normal(jax.random.key(1), (20, 6))
    ys = xs.sum(axis=1)
    for _ in range(5):
        params, opt_state, loss = train_step(params, static, opt_state, xs, ys)
    print("loss", float(loss))


if __name__ == "__main__":
    main()
