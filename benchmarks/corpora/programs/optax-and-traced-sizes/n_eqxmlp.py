"""A weight-tied residual network in equinox, applied a configurable number of times."""
import equinox as eqx
import jax
import jax.numpy as jnp
import optax


class TiedResNet(eqx.Module):
    inp: eqx.nn.Linear
    hidden: eqx.nn.Linear
    out: eqx.nn.Linear
    n_repeats: int = eqx.field(static=True)
    gate: jax.Array

    def __init__(self, key, width=16, n_repeats=3):
        k1, k2, k3 = jax.random.split(key, 3)
        self.inp = eqx.nn.Linear(1, width, key=k1)
        self.hidden = eqx.nn.Linear(width, width, key=k2)
        self.out = eqx.nn.Linear(width, 1, key=k3)
        self.n_repeats = n_repeats
        self.gate = jnp.asarray(0.5)

    def __call__(self, x):
        h = jax.nn.relu(self.inp(x))
        for _ in range(self.n_repeats):
            h = h + self.gate * jax.nn.relu(self.hidden(h))
        return self.out(h)


@eqx.filter_jit
def step(model, opt_state, x, y, optim):
    def loss_fn(m):
        return jnp.mean((jax.vmap(m)(x) - y) ** 2)

    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = optim.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, updates), opt_state, loss


x = jnp.linspace(-1, 1, 32)[:, None]
y = jnp.cos(2 * x)
model = TiedResNet(jax.random.key(0))
optim = optax.adam(1e-2)
opt_state = optim.init(eqx.filter(model, eqx.is_array))
for i in range(40):
    model, opt_state, loss = step(model, opt_state, x, y, optim)
    if i % 10 == 0:
        print(i, loss.item())
print("loss", float(loss))
