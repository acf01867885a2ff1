import jax
import jax.numpy as jnp


def hinge_loss(w, x, y):
    margins = 1.0 - y * (x @ w)
    active = margins[margins > 0]
    return jnp.sum(active) / x.shape[0]


loss_and_grad = jax.jit(jax.value_and_grad(hinge_loss))

key = jax.random.PRNGKey(3)
kx, ky = jax.random.split(key)
x = jax.random.normal(kx, (20, 3))
y = jnp.sign(jax.random.normal(ky, (20,)))
w = jnp.zeros(3)

for i in range(10):
    loss, g = loss_and_grad(w, x, y)
    w = w - 0.5 * g
print(loss, w)
