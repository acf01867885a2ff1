"""Evaluate a small equinox MLP classifier and report metrics from a filter_jit call."""
import equinox as eqx
import jax
import jax.numpy as jnp


@eqx.filter_jit
def evaluate(model, x, y):
    logits = jax.vmap(model)(x)
    loss = -jnp.mean(jnp.take_along_axis(jax.nn.log_softmax(logits), y[:, None], axis=1))
    acc = jnp.mean(jnp.argmax(logits, axis=1) == y)
    return {"loss": loss.item(), "accuracy": acc.item()}


if __name__ == "__main__":
    k_model, k_x, k_y = jax.random.split(jax.random.key(8), 3)
    model = eqx.nn.MLP(in_size=4, out_size=3, width_size=16, depth=2, key=k_model)
    x = jax.random.normal(k_x, (32, 4))
    y = jax.random.randint(k_y, (32,), 0, 3)
    metrics = evaluate(model, x, y)
    print(f"loss {metrics['loss']:.4f}  accuracy {metrics['accuracy']:.3f}")
