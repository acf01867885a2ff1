"""Jitted training and evaluation steps."""
import equinox as eqx
import jax
import jax.numpy as jnp
import optax


def loss_fn(model, tokens, lengths, targets):
    logits = jax.vmap(model)(tokens, lengths)
    loss = optax.softmax_cross_entropy(logits, targets).mean()
    acc = jnp.mean(jnp.argmax(logits, -1) == jnp.argmax(targets, -1))
    return loss, {"acc": acc}


def make_step(optimizer):
    @eqx.filter_jit
    def step(model, opt_state, tokens, lengths, targets):
        (loss, aux), grads = eqx.filter_value_and_grad(loss_fn, has_aux=True)(
            model, tokens, lengths, targets)
        updates, opt_state = optimizer.update(grads, opt_state, eqx.filter(model, eqx.is_array))
        model = eqx.apply_updates(model, updates)
        return model, opt_state, {"loss": loss, **aux}

    return step


@eqx.filter_jit
def evaluate(model, tokens, lengths, targets):
    loss, aux = loss_fn(model, tokens, lengths, targets)
    jax.debug.print("eval loss {l:.4f} acc {a:.3f}", l=loss, a=aux["acc"])
    return {"val_loss": loss, "val_acc": aux["acc"]}
