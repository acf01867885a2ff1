import jax
import optax


def make_loss(model):
    def loss_fn(params, batch, rcfg):
        logits, aux = model.apply({"params": params}, batch["tokens"], rcfg)
        ce = optax.softmax_cross_entropy_with_integer_labels(logits, batch["tags"]).mean()
        return ce + rcfg.aux_weight * aux

    return loss_fn


def make_train_step(model, tx):
    loss_fn = make_loss(model)

    @jax.jit
    def train_step(params, opt_state, batch, rcfg):
        loss, grads = jax.value_and_grad(loss_fn)(params, batch, rcfg)
        updates, opt_state = tx.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss

    return train_step
