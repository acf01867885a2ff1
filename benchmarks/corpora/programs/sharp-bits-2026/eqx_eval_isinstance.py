"""Evaluate an equinox MLP under filter_jit, returning arrays and converting afterwards."""
import equinox as eqx
import jax
import jax.numpy as jnp


@eqx.filter_jit
def evaluate(model, x, y, temperature=None):
    logits = jax.vmap(model)(x)
    if temperature is not None and isinstance(temperature, float):
        logits = logits / temperature  # a Python float: static under filter_jit
    logp = jax.nn.log_softmax(logits)
    loss = -jnp.mean(jnp.take_along_axis(logp, y[:, None], axis=1))
    acc = jnp.mean(jnp.argmax(logits, axis=1) == y)
    return {"loss": loss, "accuracy": acc}


if __name__ == "__main__":
    k_model, k_x, k_y = jax.random.split(jax.random.key(8), 3)
    model = eqx.nn.MLP(in_size=4, out_size=3, width_size=16, depth=2, key=k_model)
    x = jax.random.normal(k_x, (32, 4))
    y = jax.random.randint(k_y, (32,), 0, 3)
    for temp in [None, 2.0]:
        metrics = evaluate(model, x, y, temp)
        loss, acc = metrics["loss"].item(), metrics["accuracy"].item()
        print(f"T={temp}: loss {loss:.4f}  accuracy {acc:.3f}")
        assert 0.0 <= acc <= 1.0
