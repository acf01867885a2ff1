def relational_message(h_src, rel, rel_weights, norm):
    W = rel_weights[rel]
    return norm * (h_src @ W)
