"""Equinox training step."""
import equinox as eqx
import jax
import jax.numpy as jnp
import optax


def loss_fn(model, xs, lengths, labels):
    logits = eqx.filter_vmap(model)(xs, lengths)
    return jnp.mean(optax.softmax_cross_entropy_with_integer_labels(logits, labels))


def make_step_fn(optimizer):
    @eqx.filter_jit
    def step(model, opt_state, xs, lengths, labels):
        loss, grads = eqx.filter_value_and_grad(loss_fn)(model, xs, lengths, labels)
        updates, opt_state = optimizer.update(grads, opt_state, eqx.filter(model, eqx.is_array))
        model = eqx.apply_updates(model, updates)
        return model, opt_state, loss

    return step


@eqx.filter_jit
def accuracy(model, xs, lengths, labels):
    logits = jax.vmap(model)(xs, lengths)
    return jnp.mean(jnp.argmax(logits, axis=-1) == labels)
