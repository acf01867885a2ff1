import numpy as np


def knn_accuracy(train_rep, train_y, test_rep, test_y, k=5):
    a = train_rep / np.linalg.norm(train_rep, axis=1, keepdims=True)
    b = test_rep / np.linalg.norm(test_rep, axis=1, keepdims=True)
    sims = b @ a.T
    nn_idx = np.argsort(-sims, axis=1)[:, :k]
    votes = train_y[nn_idx]
    pred = np.array([np.bincount(v, minlength=train_y.max() + 1).argmax() for v in votes])
    return float((pred == test_y).mean())
