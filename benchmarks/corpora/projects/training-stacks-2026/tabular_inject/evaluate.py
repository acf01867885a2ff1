import jax
import numpy as np


@jax.jit
def predict_proba(state, numeric, categorical):
    logits = state.apply_fn({"params": state.params, "input_stats": state.input_stats},
                            numeric, categorical)
    return jax.nn.sigmoid(logits)


def roc_auc(scores, labels):
    order = np.argsort(scores)
    ranks = np.empty(len(scores))
    ranks[order] = np.arange(1, len(scores) + 1)
    n_pos = labels.sum()
    n_neg = len(labels) - n_pos
    if n_pos == 0 or n_neg == 0:
        return float("nan")
    return float((ranks[labels == 1].sum() - n_pos * (n_pos + 1) / 2) / (n_pos * n_neg))


def evaluate(state, data):
    probs = np.asarray(predict_proba(state, data["num"], data["cat"]))
    labels = data["y"]
    return {"accuracy": float(np.mean((probs > 0.5) == (labels > 0.5))),
            "auc": roc_auc(probs, labels),
            "brier": float(np.mean((probs - labels) ** 2))}
