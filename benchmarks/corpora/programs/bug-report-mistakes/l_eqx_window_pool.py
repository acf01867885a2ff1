"""Equinox sequence regressor that averages a fixed-size window of each padded sequence."""
import equinox as eqx
import jax
import jax.numpy as jnp
import optax
from jax import lax


class WindowPool(eqx.Module):
    proj: eqx.nn.Linear
    out: eqx.nn.Linear
    window: int = eqx.field(static=True)

    def __init__(self, din, hidden, window, key):
        k1, k2 = jax.random.split(key)
        self.proj = eqx.nn.Linear(din, hidden, key=k1)
        self.out = eqx.nn.Linear(hidden, "scalar", key=k2)
        self.window = window

    def __call__(self, seq, length):
        h = jax.nn.gelu(jax.vmap(self.proj)(seq))
        start = jnp.maximum(length - self.window, 0)
        pooled = jnp.mean(lax.dynamic_slice_in_dim(h, start, self.window, axis=0), axis=0)
        return self.out(pooled)


def loss_fn(model, seqs, lengths, targets):
    preds = jax.vmap(model)(seqs, lengths)
    return jnp.mean((preds - targets) ** 2)


optim = optax.adam(1e-2)


@eqx.filter_jit
def train_step(model, opt_state, seqs, lengths, targets):
    loss, grads = eqx.filter_value_and_grad(loss_fn)(model, seqs, lengths, targets)
    updates, opt_state = optim.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    model = eqx.apply_updates(model, updates)
    return model, opt_state, loss


model = WindowPool(3, 8, 2, jax.random.PRNGKey(0))
opt_state = optim.init(eqx.filter(model, eqx.is_array))
seqs = jnp.linspace(-1.0, 1.0, 4 * 6 * 3).reshape(4, 6, 3)
lengths = jnp.array([6, 4, 2, 5])
targets = jnp.array([0.5, -0.2, 0.1, 0.3])
for i in range(3):
    model, opt_state, loss = train_step(model, opt_state, seqs, lengths, targets)
    print(i, loss)
