import numpy as np

FEATURES = ("area", "rooms", "age", "distance", "floor")


def synthesize(num_samples, seed=0):
    rng = np.random.default_rng(seed)
    area = rng.uniform(30, 200, num_samples)
    rooms = np.clip(np.round(area / 30 + rng.normal(0, 0.7, num_samples)), 1, 8)
    age = rng.uniform(0, 80, num_samples)
    distance = rng.exponential(5.0, num_samples)
    floor = rng.integers(0, 12, num_samples)
    price = (2.5 * area + 12 * rooms - 0.8 * age - 15 * np.log1p(distance)
             + 1.5 * np.minimum(floor, 6) + rng.normal(0, 10, num_samples))
    x = np.stack([area, rooms, age, distance, floor], axis=1).astype(np.float32)
    return x, price.astype(np.float32)


def standardize(train, test):
    mean, std = train.mean(axis=0), train.std(axis=0)
    std = np.where(std > 0, std, 1.0)
    return (train - mean) / std, (test - mean) / std, (mean, std)


def split(x, y, test_fraction, seed=0):
    rng = np.random.default_rng(seed + 1)
    order = rng.permutation(len(x))
    n_test = int(len(x) * test_fraction)
    test, train = order[:n_test], order[n_test:]
    return x[train], y[train], x[test], y[test]


def epoch_batches(x, y, batch_size, rng):
    order = rng.permutation(len(x))
    for start in range(0, len(x) - batch_size + 1, batch_size):
        idx = order[start:start + batch_size]
        yield x[idx], y[idx]
