import jax
import optax


def make_body(loss_fn, tx, tracker):
    def body(carry, batch):
        params, opt_state = carry
        loss, grads = jax.value_and_grad(loss_fn)(params, batch)
        updates, opt_state = tx.update(grads, opt_state, params)
        params = optax.apply_updates(params, updates)
        metrics = {"loss": loss}
        if "grad_norm" in tracker.names:
            metrics["grad_norm"] = optax.global_norm(grads)
        if "update_norm" in tracker.names:
            metrics["update_norm"] = optax.global_norm(updates)
        return (params, opt_state), metrics

    return body
