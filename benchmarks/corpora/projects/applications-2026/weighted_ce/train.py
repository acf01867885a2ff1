import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax

from .datasets import compute_class_weights, make_imbalanced, minibatches
from .losses import weighted_cross_entropy
from .models import Classifier
from .utils.metrics import confusion_matrix, per_class_recall


def make_step(optim):
    @eqx.filter_jit
    def step(model, opt_state, x, y, class_weights):
        def loss_fn(m):
            return weighted_cross_entropy(jax.vmap(m)(x), y, class_weights)

        loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
        updates, opt_state = optim.update(grads, opt_state)
        return eqx.apply_updates(model, updates), opt_state, loss

    return step


def run(args):
    x, y = make_imbalanced(1600, seed=args.seed)
    x, y, xt, yt = x[:1200], y[:1200], x[1200:], y[1200:]
    class_weights = compute_class_weights(y, args.balance)
    print("class weights:", {k: round(v, 2) for k, v in class_weights.items()})
    model = Classifier(x.shape[1], args.hidden, len(class_weights), jax.random.key(args.seed))
    optim = optax.adam(args.lr)
    opt_state = optim.init(eqx.filter(model, eqx.is_array))
    step = make_step(optim)
    rng = np.random.default_rng(args.seed)
    for epoch in range(args.epochs):
        losses = []
        for xb, yb in minibatches(x, y, args.batch_size, rng):
            model, opt_state, loss = step(model, opt_state, xb, yb, class_weights)
            losses.append(float(loss))
        print("epoch %d weighted loss %.4f" % (epoch, np.mean(losses)))
    pred = np.asarray(jnp.argmax(jax.vmap(model)(xt), -1))
    cm = confusion_matrix(yt, pred, len(class_weights))
    print("per-class recall:", np.round(per_class_recall(cm), 3))
    if args.show_confusion:
        print(cm)
