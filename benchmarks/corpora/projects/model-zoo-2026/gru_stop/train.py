import equinox as eqx
import jax
import optax


def loss_fn(model, tokens):
    _, logits = jax.vmap(model)(tokens[:, :-1])
    return optax.softmax_cross_entropy_with_integer_labels(logits, tokens[:, 1:]).mean()


@eqx.filter_jit
def train_step(model, opt_state, tokens, optimizer):
    loss, grads = eqx.filter_value_and_grad(loss_fn)(model, tokens)
    updates, opt_state = optimizer.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, updates), opt_state, loss
