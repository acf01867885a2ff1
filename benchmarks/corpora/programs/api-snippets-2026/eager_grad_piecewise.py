import jax
import jax.numpy as jnp


def huber(r, delta):
    if abs(r) <= delta:
        return 0.5 * r ** 2
    return delta * (abs(r) - 0.5 * delta)


def total_loss(w, xs, ys, delta=1.0):
    loss = 0.0
    for x, y in zip(xs, ys):
        loss = loss + huber(w * x - y, delta)
    return loss / len(xs)


xs = [0.5, 1.0, 2.0, 3.0]
ys = [1.2, 1.9, 4.5, 5.8]

w = 0.0
for step in range(30):
    val, g = jax.value_and_grad(total_loss)(w, xs, ys)
    w = w - 0.3 * g
print("w", w, "loss", val)

d2 = jax.grad(jax.grad(huber))(0.3, 1.0)
print("curvature", d2)
