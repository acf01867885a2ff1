import jax
import optax

from .params import describe


def fit_hyperparameters(model, raw, cfg):
    tx = optax.chain(optax.clip_by_global_norm(5.0), optax.adam(cfg.lr))
    opt_state = tx.init(raw)

    @jax.jit
    def update(raw, opt_state):
        loss, grads = jax.value_and_grad(model.neg_log_marginal_likelihood)(raw)
        updates, opt_state = tx.update(grads, opt_state, raw)
        return optax.apply_updates(raw, updates), opt_state, loss

    history = []
    for step in range(cfg.steps):
        raw, opt_state, loss = update(raw, opt_state)
        history.append(float(loss))
        if step % cfg.log_every == 0 or step == cfg.steps - 1:
            print(f"step {step:4d}  nlml {history[-1]:9.4f}  {describe(raw)}")
    return raw, history
