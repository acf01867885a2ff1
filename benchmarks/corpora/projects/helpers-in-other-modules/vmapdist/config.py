K = 3
METRIC = "sqeuclidean"
