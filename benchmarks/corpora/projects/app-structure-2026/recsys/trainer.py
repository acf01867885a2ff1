import jax
import jax.numpy as jnp
import optax

from recsys.evaluation import compute_metrics


class BPRTrainer:
    def __init__(self, model, cfg):
        self.model = model
        self.cfg = cfg
        self.tx = optax.adagrad(cfg.learning_rate)
        self._train_step = jax.jit(self._train_step_impl)
        self._evaluate = jax.jit(self._evaluate_impl)

    def init(self, key):
        params = self.model.init(key)
        return params, self.tx.init(params)

    def _bpr_loss(self, params, users, pos, neg):
        pos_s = self.model.score(params, users, pos)
        neg_s = self.model.score(params, users[:, None], neg)
        margin = pos_s[:, None] - neg_s
        reg = sum(jnp.sum(p**2) for p in jax.tree_util.tree_leaves(params))
        return -jnp.mean(jax.nn.log_sigmoid(margin)) + self.cfg.l2 * reg

    def _train_step_impl(self, params, opt_state, users, pos, key):
        neg = jax.random.randint(key, (users.shape[0], self.cfg.num_negatives), 0,
                                 self.cfg.num_items)
        loss, grads = jax.value_and_grad(self._bpr_loss)(params, users, pos, neg)
        updates, opt_state = self.tx.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss

    def _evaluate_impl(self, params, users, targets):
        scores = self.model.score_all(params, users)
        return compute_metrics(scores, targets, self.cfg)

    def train(self, params, opt_state, batches, key):
        for step in range(1, self.cfg.steps + 1):
            key, sub = jax.random.split(key)
            users, pos = next(batches)
            params, opt_state, loss = self._train_step(params, opt_state, users, pos, sub)
            if step % self.cfg.log_every == 0:
                print(f"step {step}: bpr loss {float(loss):.4f}")
        return params, opt_state

    def evaluate(self, params, users, targets):
        return self._evaluate(params, jnp.asarray(users), jnp.asarray(targets))
