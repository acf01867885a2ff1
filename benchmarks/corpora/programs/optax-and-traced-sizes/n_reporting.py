"""Logistic regression with a progress message printed from the update step."""
import jax
import jax.numpy as jnp


def nll(w, x, y):
    logits = x @ w
    return jnp.mean(jnp.logaddexp(0.0, logits) - y * logits)


@jax.jit
def update(w, x, y, lr):
    loss, g = jax.value_and_grad(nll)(w, x, y)
    print("loss = %.4f" % loss)
    return w - lr * g, loss


key = jax.random.key(0)
x = jax.random.normal(key, (100, 3))
y = (x @ jnp.array([1.0, -1.0, 0.5]) > 0).astype(jnp.float32)
w = jnp.zeros(3)
for epoch in range(30):
    w, loss = update(w, x, y, 0.5)
print("weights", w)
